import {EARLY_FIELD_ATTRIBUTE, TYPED_EARLY_ATTRIBUTE} from '../components/calculators/earlyField';
import {FRAMEWORK_RUNNING_EVENT} from './siteEvents';

/**
 * Opens the calculators' read-only text fields as soon as the site script runs, before the framework does, and
 * keeps on each field what a reader types until the framework runs; the field hands it to its calculator once
 * hydrated (src/components/calculators/TextFields.tsx). The calculators placed in the changelog's release notes stay
 * read-only until their own root mounts: that root renders them anew
 * (src/features/changelog/client/calculator-slots.ts), which would drop what was typed.
 */
export function openCalculatorFields(root: ParentNode = document): void {
  const fields = [
    ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[${EARLY_FIELD_ATTRIBUTE}][readonly]`),
  ].filter((field) => !field.closest('[data-calculator-slot]'));
  if (fields.length === 0) return;
  const keep = (event: Event) => {
    const field = event.target as HTMLInputElement | HTMLTextAreaElement;
    field.setAttribute(TYPED_EARLY_ATTRIBUTE, field.value);
  };
  for (const field of fields) {
    field.readOnly = false;
    field.addEventListener('input', keep);
  }
  window.addEventListener(
    FRAMEWORK_RUNNING_EVENT,
    () => {
      for (const field of fields) field.removeEventListener('input', keep);
    },
    {once: true},
  );
}
