import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/form/FormActions';
import { formsKo } from '../../../text/ko-forms';

export interface ContentFormActionsProps {
  busy: boolean;
  mode: 'create' | 'edit';
  /** The form's submit labels. */
  text: { submitCreate: string; submitEdit: string };
  /** Where "취소" goes. */
  cancelTo: string;
}

/** The save bar of a show or event form: "취소" back to where the form was opened from, and the mode's submit. */
export function ContentFormActions({ busy, mode, text, cancelTo }: ContentFormActionsProps) {
  const navigate = useNavigate();
  return (
    <FormActions
      busy={busy}
      submitLabel={busy ? formsKo.saving : mode === 'create' ? text.submitCreate : text.submitEdit}
      onCancel={() => void navigate(cancelTo)}
    />
  );
}
