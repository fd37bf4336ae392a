/**
 * Export to CSV of a list tab: downloads with the current filters and reports
 * success or failure with its message, each shown 3 s.
 */
import { useCallback, useState } from 'react';
import { toQuery } from './api';
import { downloadCsv, exportSuccessMessage, NoDataError } from './csv';
import { MESSAGE_TIMEOUTS } from './messages';

export interface CsvExportOptions {
  /** e.g. '/api/admin/contacts/export' */
  path: string;
  /** Used when the answer names no file. */
  fallbackName: (filters: { from?: string; to?: string }) => string;
  /** e.g. 'Error exporting contacts' */
  errorPrefix: string;
  show: (text: string, timeoutMs: number) => void;
  /** The list's own filters the export takes too (e.g. the subscribers' status). */
  query?: Record<string, string | undefined>;
}

export function useCsvExport({ path, fallbackName, errorPrefix, show, query }: CsvExportOptions) {
  const [exporting, setExporting] = useState(false);
  const run = useCallback(
    // The export takes the date range (and `query`) only: the API rejects other query fields.
    async ({ from, to }: { from?: string; to?: string }) => {
      setExporting(true);
      try {
        const result = await downloadCsv(
          path + toQuery({ ...query, from, to }),
          fallbackName({ from, to }),
        );
        show(exportSuccessMessage(result), MESSAGE_TIMEOUTS.export);
      } catch (e) {
        if (e instanceof NoDataError) show(e.message, MESSAGE_TIMEOUTS.noData);
        else
          show(
            `${errorPrefix}: ${e instanceof Error && e.message ? e.message : 'Unknown error'}`,
            MESSAGE_TIMEOUTS.export,
          );
      } finally {
        setExporting(false);
      }
    },
    [path, fallbackName, errorPrefix, show, query],
  );
  return { exporting, run };
}

/** The contact export's file name names its range: contact_submissions_{today} | _{start}_to_{end} | _from_{start} | _until_{end}. */
export function contactExportName(today: string, from?: string, to?: string): string {
  if (from && to) return `contact_submissions_${from}_to_${to}.csv`;
  if (from) return `contact_submissions_from_${from}.csv`;
  if (to) return `contact_submissions_until_${to}.csv`;
  return `contact_submissions_${today}.csv`;
}

/** registration_details_{today}[_filtered_{start|start}_to_{end|end}] (and subscription_details_…). */
export function filteredExportName(
  prefix: string,
  today: string,
  from?: string,
  to?: string,
): string {
  if (!from && !to) return `${prefix}_${today}.csv`;
  return `${prefix}_${today}_filtered_${from || 'start'}_to_${to || 'end'}.csv`;
}
