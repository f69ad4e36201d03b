import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import { FormButtons } from '../form-buttons.tsx';
import { checkInput } from '../team-admin/check-input.ts';
import { FormProblem, invalidIf } from '../team-admin/form-problem.tsx';
import { saveKoxTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

const ERROR_ID = 'save-kox-error';
const SEPARATORS = /[,，、\n]/u;

const listOf = (text: string) =>
  text
    .split(SEPARATORS)
    .map((n) => n.trim())
    .filter(Boolean);

/** `/savekox`: the creators to add, by @handle or name (left empty, the chat's last list), and tags for them. */
export function SaveKoxForm({ onSubmit, onCancel }: ToolFormProps<ToolInput<typeof saveKoxTool>>) {
  const { t } = useTranslation('chat');
  const [creators, setCreators] = useState('');
  const [tags, setTags] = useState('');
  const [invalid, setInvalid] = useState<'creators' | 'tags' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const names = listOf(creators);
    const tagged = [...new Set(listOf(tags))];
    const checked = checkInput(saveKoxTool.input, {
      ...(names.length ? { creators: names } : {}),
      ...(tagged.length ? { tags: tagged } : {}),
    });
    if (!checked.ok) return setInvalid(checked.field === 'tags' ? 'tags' : 'creators');
    onSubmit(checked.input);
  };

  return (
    <form
      noValidate
      aria-label={t('tools.saveKox.form.label')}
      className="space-y-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="space-y-1">
        <Label htmlFor="save-kox-creators">{t('tools.saveKox.form.creators')}</Label>
        <Input
          id="save-kox-creators"
          autoFocus
          value={creators}
          placeholder={t('tools.saveKox.form.placeholder')}
          aria-describedby="save-kox-hint"
          {...invalidIf(invalid === 'creators', ERROR_ID)}
          onChange={(e) => setCreators(e.target.value)}
        />
        <p id="save-kox-hint" className="text-xs text-muted-foreground">
          {t('tools.saveKox.form.hint')}
        </p>
      </div>
      <div className="space-y-1">
        <Label htmlFor="save-kox-tags">{t('tools.saveKox.form.tags')}</Label>
        <Input
          id="save-kox-tags"
          value={tags}
          placeholder={t('tools.saveKox.form.tagsPlaceholder')}
          aria-describedby="save-kox-tags-hint"
          {...invalidIf(invalid === 'tags', ERROR_ID)}
          onChange={(e) => setTags(e.target.value)}
        />
        <p id="save-kox-tags-hint" className="text-xs text-muted-foreground">
          {t('tools.saveKox.form.tagsHint')}
        </p>
      </div>
      <FormProblem
        id={ERROR_ID}
        message={
          invalid
            ? t(invalid === 'tags' ? 'tools.saveKox.form.invalidTags' : 'tools.saveKox.form.invalid')
            : null
        }
      />
      <FormButtons
        cancel={t('tools.saveKox.form.cancel')}
        submit={t('tools.saveKox.form.submit')}
        onCancel={onCancel}
      />
    </form>
  );
}
