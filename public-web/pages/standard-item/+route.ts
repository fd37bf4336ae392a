// The item page of every kind with standard pages (lib/standardPages.ts finds it): /news/{id}.
export default '/@section/@id';
