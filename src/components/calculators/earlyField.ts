/**
 * Marks a calculator's text field that the site script opens before the framework runs
 * (src/client/calculatorFields.ts).
 */
export const EARLY_FIELD_ATTRIBUTE = 'data-early-field';

/**
 * Where the site script keeps what a reader typed into such a field before the framework ran: hydration may put
 * back the value the page was built with (React does so for a textarea), so the field hands this one to its
 * calculator once hydrated (TextFields.tsx).
 */
export const TYPED_EARLY_ATTRIBUTE = 'data-typed-early';
