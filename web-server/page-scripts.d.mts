export function deferPageScripts(html: string): string;
export function deferPrerenderedPageScripts(clientDir: string): number;
