/**
 * The page title while a profile prints (spec 4.8): the name with its first space replaced by a hyphen,
 * then the fixed suffix. Browsers name the PDF after the title, so 'Anna Lindqvist' saves as
 * 'Anna-Lindqvist – Team'.
 */
export function printTitle(name: string, suffix: string): string {
  return name.replace(' ', '-') + suffix
}
