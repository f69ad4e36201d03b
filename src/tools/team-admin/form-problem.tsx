/** A form's one message about what to fix; the fields it concerns point here with `aria-describedby`. */
export function FormProblem({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs text-destructive">
      {message}
    </p>
  );
}

/** The attributes of a field the last check found wrong, pointing at the message that says why. */
export const invalidIf = (failed: boolean, messageId: string) =>
  failed ? ({ 'aria-invalid': true, 'aria-describedby': messageId } as const) : {};
