import {useEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type TextareaHTMLAttributes} from 'react';
import {useInteractive} from '../useInteractive';
import {EARLY_FIELD_ATTRIBUTE, TYPED_EARLY_ATTRIBUTE} from './earlyField';

/**
 * The calculators' text fields. In the page as built they are read-only: without JavaScript nothing would read
 * what a reader types. With JavaScript the site script opens them before the framework runs and keeps on each what
 * the reader types meanwhile (src/client/calculatorFields.ts); once the framework has hydrated a field, that text is
 * put back in the field and given to its onChange, as if typed now.
 */
function useInputGivenBeforeHydration<Field extends HTMLInputElement | HTMLTextAreaElement>(
  onChange: ((event: ChangeEvent<Field>) => void) | undefined,
) {
  const field = useRef<Field>(null);
  // The handler of the first render is the one that sees the state the page was built with.
  const firstOnChange = useRef(onChange);
  useEffect(() => {
    const element = field.current;
    const typed = element?.getAttribute(TYPED_EARLY_ATTRIBUTE);
    if (!element || typed === null || typed === undefined) return;
    element.removeAttribute(TYPED_EARLY_ATTRIBUTE);
    element.value = typed;
    firstOnChange.current?.({target: element, currentTarget: element} as ChangeEvent<Field>);
  }, []);
  return field;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'readOnly'>;

export function TextInput(props: InputProps) {
  const field = useInputGivenBeforeHydration(props.onChange);
  const interactive = useInteractive();
  return <input ref={field} {...props} readOnly={!interactive} {...{[EARLY_FIELD_ATTRIBUTE]: ''}} />;
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'readOnly'>;

/** A multi-line field with the same early typing as TextInput: what the reader pasted before hydration is kept. */
export function TextArea(props: TextAreaProps) {
  const field = useInputGivenBeforeHydration(props.onChange);
  const interactive = useInteractive();
  return <textarea ref={field} {...props} readOnly={!interactive} {...{[EARLY_FIELD_ATTRIBUTE]: ''}} />;
}
