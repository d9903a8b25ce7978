import { useState } from 'react';
import { Button } from '../../../components/Button';
import { formsKo } from '../../../text/ko-forms';
import { HelpDialog } from '../../../components/dialogs';
import { HelpIcon } from '../../../components/icons';

const t = formsKo.recruiting;

/** The "작성 도움말" button and its dialog explaining the fields. */
export function RecruitingHelp() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <HelpIcon size={18} />
        {t.help}
      </Button>
      <HelpDialog open={open} onClose={() => setOpen(false)} title={t.helpTitle} items={t.helpItems} />
    </>
  );
}
