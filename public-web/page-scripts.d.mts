export const LOADER_FILE: string;
export const PAGE_MODULES_FILE: string;
export function deferPageScripts(html: string, clientDir: string): string;
export function hoistRootPreloads(html: string): string;
export function finishPage(html: string, clientDir: string): string;
export function inlineStylesheets(html: string, clientDir: string): string;
export function finishPrerenderedPages(clientDir: string): number;
export const DEVANAGARI_FONT_GATE: string;
