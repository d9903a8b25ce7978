export function asciiOnly(code: string): string;
