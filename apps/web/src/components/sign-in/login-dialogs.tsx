import { messageText } from '../../lib/i18n.ts';
import { AcademicYearDialog } from './academic-year-dialog.tsx';
import { LoginAlertDialog } from './login-alert-dialog.tsx';
import { ProfileChoiceDialog } from './profile-choice-dialog.tsx';
import { StudentChoiceDialog } from './student-choice-dialog.tsx';
import { TakeOverDialog } from './take-over-dialog.tsx';
import type { useLoginFlow } from './use-login-flow.ts';

/** The one dialog the login conversation is waiting on, if any. */
export function LoginDialogs({ flow }: { flow: ReturnType<typeof useLoginFlow> }) {
  const { prompt } = flow;
  switch (prompt.kind) {
    case 'none':
      return null;
    case 'chooseProfile':
      return <ProfileChoiceDialog profiles={prompt.profiles} onOk={flow.chooseProfile} onCancel={flow.dismiss} />;
    case 'chooseStudent':
      return <StudentChoiceDialog choice={prompt.choice} onOk={flow.chooseStudent} onCancel={flow.dismiss} />;
    case 'confirmTakeOver':
      return <TakeOverDialog onYes={flow.confirmTakeOver} onNo={flow.dismiss} />;
    case 'alert':
      return <LoginAlertDialog text={messageText(prompt.message)} link={prompt.link} onClose={flow.dismiss} />;
    case 'chooseYear':
      return (
        <AcademicYearDialog
          session={prompt.session}
          onOk={(yearId) => void flow.chooseYear(prompt.session, yearId)}
          onCancel={() => flow.skipYear(prompt.session)}
        />
      );
  }
}
