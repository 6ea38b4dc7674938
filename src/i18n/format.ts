/**
 * The screens' formats are the domain's (domain/format.ts), so that a screen and the server's French
 * messages write a date or an amount the same way.
 */
export { formatAmount, formatAmountInput, formatBce, formatDate, formatDateTime, formatFileSize, formatNumber, formatPercent } from '../../domain/format';
