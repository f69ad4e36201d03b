import { IMPORT_PATH, IMPORT_TEMPLATE_PATH, type IMPORT_FORMATS } from '@/lib/api/endpoints';
import { fileSaved } from '@/lib/api/download-file';
import { postFile } from '@/lib/api/post-file';

export type TemplateFormat = (typeof IMPORT_FORMATS)[number];

/** The post import's upload: how many posts were imported, or an ApiError with the rows' problems. */
export const uploadPosts = (input: {
  dashboardId: string;
  subjectId?: string;
  file: File;
  signal?: AbortSignal;
}): Promise<{ imported: number }> =>
  postFile(
    IMPORT_PATH,
    input.file,
    { dashboard_id: input.dashboardId, ...(input.subjectId ? { subject_id: input.subjectId } : {}) },
    input.signal,
  );

export const downloadTemplate = (format: TemplateFormat): Promise<boolean> =>
  fileSaved(`${IMPORT_TEMPLATE_PATH}?format=${format}`, `post-import-template.${format}`);
