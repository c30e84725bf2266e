/** An element's computed style: `locator.evaluate(computedStyle, 'fill')` (the e2e files are type-checked without the DOM's types). */
type InPage = { ownerDocument: { defaultView: { getComputedStyle(el: unknown): Record<string, string> } } };
export const computedStyle = (el: unknown, name: string): string => (el as InPage).ownerDocument.defaultView.getComputedStyle(el)[name]!;
