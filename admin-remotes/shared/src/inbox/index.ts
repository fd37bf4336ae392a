import './styles';
export * from './statuses';
export * from './inboxApi';
export * from './StatusControls';
export * from './useInboxDetails';
export * from './BulkActions';
export * from './SavedViews';
export * from './events';
export * from './useInboxTab';
