import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../src/i18n';
import { exportDossiers } from '../../src/api/dossiers/export';
import { setApiFailureListener } from '../../src/api/client';
import { clearStoredSession, storeToken } from '../../src/api/token-store';
import { ExportButtons } from '../../src/layout/ExportButtons';

const encoder = new TextEncoder();

/** The server's streamed answer, played by the test: `send` a chunk, `end` it; an abort of the request errors it. */
function streamingServer(init: ResponseInit = { headers: { 'content-type': 'text/csv; charset=utf-8' } }) {
  let body!: ReadableStreamDefaultController<Uint8Array>;
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, request) => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        body = controller;
        request?.signal?.addEventListener('abort', () => controller.error(new DOMException('The user aborted a request.', 'AbortError')));
      },
    });
    return new Response(stream, init);
  });
  return {
    fetch,
    send: (chunk: string | Uint8Array) => body.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk),
    end: () => body.close(),
  };
}

const saved = vi.fn();

// jsdom has no object URLs and does not follow a download link: the saved file is what reaches createObjectURL.
beforeEach(() => {
  storeToken({ access_token: 'jeton', expires_at: '2999-01-01T00:00:00Z' });
  saved.mockReset();
  URL.createObjectURL = (blob: Blob) => (saved(blob), 'blob:export');
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  clearStoredSession();
  setApiFailureListener(() => {});
});

const exportAll = (total: number, totalExact = true) =>
  render(<ExportButtons total={total} totalExact={totalExact} onExport={(format, options) => exportDossiers({ reference: 'CE' }, format, options)} />);

describe('a list export showing its progress', () => {
  it("counts a CSV's rows as they arrive, as a share of the list's exact count, then saves the file", async () => {
    const server = streamingServer();
    exportAll(4);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(screen.getByRole('status')).toHaveTextContent('Export en cours…');
    await waitFor(() => expect(server.fetch).toHaveBeenCalled());
    const [url, request] = server.fetch.mock.calls[0]!;
    expect(url).toBe('/api/dossiers/export');
    expect(JSON.parse(request!.body as string)).toEqual({ reference: 'CE', format: 'csv' });
    expect(new Headers(request!.headers).get('Authorization')).toBe('Bearer jeton');

    server.send('\uFEFFRéférence;Statut\r\nCE-2026-1;Brouillon\r\nCE-2026-2;Brouillon\r\n');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/2 lignes sur 4 \(50\s%\)/));
    expect(screen.getByRole('button', { name: 'Export en cours…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exporter en XLSX (Excel)' })).toBeDisabled();

    server.send('CE-2026-3;Brouillon\r\nCE-2026-4;Brouillon\r\n');
    server.end();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Export terminé'));
    expect(saved).toHaveBeenCalledOnce();
    expect(await (saved.mock.calls[0]![0] as Blob).text()).toContain('CE-2026-4');
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: "Annuler l'export" })).not.toBeInTheDocument();
  });

  it("counts rows without a share when the list's count is a lower bound, and an XLSX's megabytes", async () => {
    const server = streamingServer();
    const { unmount } = exportAll(10_000, false);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(server.fetch).toHaveBeenCalled());
    server.send('Référence\r\nCE-2026-1\r\n');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Export en cours… 1 ligne reçue'));
    unmount();

    const xlsx = streamingServer();
    exportAll(10);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en XLSX (Excel)' }));
    await waitFor(() => expect(xlsx.fetch).toHaveBeenCalled());
    xlsx.send(new Uint8Array(2 * 1024 * 1024));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Export en cours… 2 Mo reçus'));
  });

  it('stops on "Annuler l\'export": nothing is saved, nobody else is told, and the buttons come back', async () => {
    const server = streamingServer();
    const failures = vi.fn();
    setApiFailureListener(failures);
    exportAll(1000);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(server.fetch).toHaveBeenCalled());
    server.send('Référence\r\nCE-2026-1\r\n');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 ligne sur 1'));
    await userEvent.click(screen.getByRole('button', { name: "Annuler l'export" }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Export annulé'));
    expect((server.fetch.mock.calls[0]![1]!.signal as AbortSignal).aborted).toBe(true);
    expect(saved).not.toHaveBeenCalled();
    expect(failures).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeEnabled();
  });

  it('says in French that the export failed when the server refuses it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ code: 'Internal', message: null }), { status: 500 }));
    exportAll(3);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en XLSX (Excel)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("L'export n'a pas pu être fait. Réessayez dans un instant.");
    expect(saved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Exporter en XLSX (Excel)' })).toBeEnabled();
  });
});
