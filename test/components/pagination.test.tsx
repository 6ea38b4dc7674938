import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../src/i18n';
import { Pagination } from '../../src/layout/Pagination';

describe('Pagination', () => {
  it('names the last page when the total is exact, and stops there', () => {
    render(<Pagination page={3} perPage={20} total={60} onPage={() => {}} />);
    expect(screen.getByText('Page 3 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });

  it('says "at least" when the server only counted part of the list, and still leads on', async () => {
    const onPage = vi.fn();
    render(<Pagination page={500} perPage={20} total={19_980} totalExact={false} onPage={onPage} />);
    expect(screen.getByText('Page 500 sur au moins 999')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(onPage).toHaveBeenCalledWith(501);
  });
});
