// The list page of every kind with standard pages and a list (lib/standardPages.ts finds it).
export default '/@section';
