import type {ReactNode} from 'react';
import './Collapsible.css';

/** A native <details> block: readable without JavaScript, opened by links into it. */
export default function Collapsible({
  title,
  id,
  open,
  children,
}: {
  title: string;
  id?: string;
  open?: boolean;
  children?: ReactNode;
}) {
  return (
    <details className="collapsible" id={id} open={open}>
      <summary>{title}</summary>
      <div className="collapsible__body">{children}</div>
    </details>
  );
}
