/**
 * @kavach/admin-shared — what the shell and every remote share, loaded once
 * (a federation singleton): the session, the API client, formatting, the
 * message conventions, CSV downloads and small UI pieces.
 */
import { injectStyles, SHARED_CSS } from './ui/styles';

injectStyles('kv-shared', SHARED_CSS);

export * from './session';
export * from './useSession';
export * from './api';
export * from './types';
export * from './format';
export * from './messages';
export * from './csv';
export * from './BarChart';
export * from './dashboard';
export * from './Forbidden';
export * from './useServerList';
export * from './useItemActions';
export * from './useRecordDelete';
export * from './ExportFilters';
export * from './ListToolbar';
export * from './SubmissionsPage';
export * from './submissionColumns';
export * from './ui/theme';
export * from './ui/styles';
export * from './ui/DataTable';
export * from './ui/rowCells';
export * from './ui/Pager';
export * from './ui/NativeSelect';
export * from './ui/EditorField';
export * from './ui/ConfirmDialog';
export * from './useCsvExport';
export * from './ListParts';
export * from './filterText';
export * from './failure';
export * from './ui/DetailsModal';
export * from './ui/CardActions';
export * from './ui/EditorModal';
export * from './ui/focusFirstMarked';
export * from './ui/FieldLabel';
export * from './ui/DayPicker';
export * from './ui/SearchableSelect';
export * from './inbox';
export * from './ui/TabLink';
export * from './shell';
export * from './mailto';
export * from './StepUp';
export { signInGate } from './askGate';
export { activity } from './activity';
export * from './ui/CurrentPasswordField';
export * from './ui/PlainControls';
export * from './ui/useCopyText';
export * from './ui/richTextWords';
