import type {ReactNode} from 'react';
import type {FieldMessage} from './fields';
import './calculator.css';

/** The id of a field's message, for aria-describedby. */
export const messageId = (formId: string, field: string) => `${formId}-${field}-message`;

/** What an input carries when its value is in error: marked invalid and pointing at its message. */
export function fieldState(
  formId: string,
  field: string,
  messages: FieldMessage[],
): {'aria-invalid'?: true; 'aria-describedby'?: string} {
  return messages.some((message) => message.field === field)
    ? {'aria-invalid': true, 'aria-describedby': messageId(formId, field)}
    : {};
}

/** The messages about what was typed, one per field, each linked to its input. */
export function FieldMessages({formId, messages}: {formId: string; messages: FieldMessage[]}) {
  if (messages.length === 0) return null;
  return (
    <ul className="calculator__errors calculator__error" aria-label="Errors">
      {messages.map((message) => (
        <li key={message.field} id={messageId(formId, message.field)}>
          {message.message}
        </li>
      ))}
    </ul>
  );
}

/** Said only without JavaScript: the numbers shown are an example, worked out at build time. */
export function StaticNote({children}: {children?: ReactNode}) {
  return (
    <noscript>
      <p className="calculator__static-note">
        {children ?? 'A worked example for the values shown. Turn on JavaScript to try your own.'}
      </p>
    </noscript>
  );
}
