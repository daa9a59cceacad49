import type {RuleError} from '@site/src/rules/result';
import './calculator.css';

/** Errors and warnings of a rule, each with where it is and how to fix it. */
export default function RuleMessages({errors, warnings}: {errors: RuleError[]; warnings: RuleError[]}) {
  return (
    <>
      {errors.length > 0 ? (
        <ul className="calculator__errors" aria-label="Errors">
          {errors.map((error, index) => (
            <li key={index}>
              <code>{error.path || '(top)'}</code>: {error.message}
            </li>
          ))}
        </ul>
      ) : null}
      {warnings.length > 0 ? (
        <ul className="calculator__warnings" aria-label="Warnings">
          {warnings.map((warning, index) => (
            <li key={index}>
              <code>{warning.path}</code>: {warning.message}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
