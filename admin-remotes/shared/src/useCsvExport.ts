/**
 * Export to CSV of a list tab: downloads the rows the list shows (its search and dates, and the
 * tab's own `query`) and reports success — the file, the count and the filters — or failure
 * with its message, each shown 3 s.
 */
import { useCallback, useState } from 'react';
import { toQuery } from './api';
import { downloadCsv, exportSuccessMessage, NoDataError } from './csv';
import { filtersPhrase, type ListFilters } from './filterText';
import { todayInIndia } from './format';
import { MESSAGE_TIMEOUTS } from './messages';

export interface CsvExportOptions {
  /** e.g. '/api/admin/contacts/export' */
  path: string;
  /** Used when the answer names no file. */
  fallbackName: (filters: ListFilters) => string;
  /** e.g. 'Error exporting contacts' */
  errorPrefix: string;
  show: (text: string, timeoutMs: number) => void;
  /** The list's own filters the export takes too (e.g. the subscribers' status). */
  query?: Record<string, string | undefined>;
}

export interface CsvExport {
  run(filters: ListFilters): void;
  exporting: boolean;
}

export function useCsvExport({
  path,
  fallbackName,
  errorPrefix,
  show,
  query,
}: CsvExportOptions): CsvExport {
  const [exporting, setExporting] = useState(false);
  const run = useCallback(
    async ({ search, from, to }: ListFilters) => {
      setExporting(true);
      try {
        const result = await downloadCsv(
          path + toQuery({ ...query, search, from, to }),
          fallbackName({ search, from, to }),
        );
        show(
          exportSuccessMessage(result, filtersPhrase({ search, from, to }, todayInIndia())),
          MESSAGE_TIMEOUTS.export,
        );
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
  return { exporting, run: (filters: ListFilters) => void run(filters) };
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
