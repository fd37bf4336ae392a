/**
 * Export to CSV of a list tab: downloads the rows the list shows (its search and dates, and the
 * tab's own `query`) and reports success — the file, the count and the filters — or failure
 * with its message, each shown 3 s. The file's name is the server's (its Content-Disposition).
 */
import { failureSentence } from './failure';
import { useCallback, useState } from 'react';
import {
  downloadCsv,
  exportSuccessMessage,
  NoDataError,
  type CsvExportPath,
  type ExportQuery,
} from './csv';
import { filtersPhrase, type ListFilters } from './filterText';
import { todayInIndia } from './format';
import { MESSAGE_TIMEOUTS } from './messages';

export interface CsvExportOptions {
  /** e.g. '/api/admin/contacts/export' */
  path: CsvExportPath;
  /** e.g. 'Error exporting contacts' */
  errorPrefix: string;
  show: (text: string, timeoutMs: number) => void;
  /** The list's own filters the export takes too (e.g. the subscribers' status). */
  query?: ExportQuery;
}

/** The name of a file the server sent without one (it names every export). */
const UNNAMED_EXPORT = 'export.csv';

export interface CsvExport {
  run(filters: ListFilters): void;
  exporting: boolean;
}

export function useCsvExport({ path, errorPrefix, show, query }: CsvExportOptions): CsvExport {
  const [exporting, setExporting] = useState(false);
  const run = useCallback(
    async ({ search, from, to }: ListFilters) => {
      setExporting(true);
      try {
        const result = await downloadCsv(path, { ...query, search, from, to }, UNNAMED_EXPORT);
        show(
          exportSuccessMessage(result, filtersPhrase({ search, from, to }, todayInIndia())),
          MESSAGE_TIMEOUTS.export,
        );
      } catch (e) {
        if (e instanceof NoDataError) show(e.message, MESSAGE_TIMEOUTS.noData);
        else show(`${errorPrefix}: ${failureSentence(e)}`, MESSAGE_TIMEOUTS.export);
      } finally {
        setExporting(false);
      }
    },
    [path, errorPrefix, show, query],
  );
  return { exporting, run: (filters: ListFilters) => void run(filters) };
}
