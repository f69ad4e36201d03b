import { Button } from '@/components/ui/button';

/** A tool form's end: cancel, and the submit button that runs the tool. */
export function FormButtons({
  cancel,
  submit,
  onCancel,
}: {
  cancel: string;
  submit: string;
  onCancel(): void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        {cancel}
      </Button>
      <Button type="submit" size="sm">
        {submit}
      </Button>
    </div>
  );
}
