import type { FormRules } from '../../../shared/forms';
import { sendContactMessage } from '../../api/users';
import { useStyles, useWidget } from '../../app';
import { AccountFrame } from '../../ui/AccountFrame';
import { accountFormCss } from './accountFormCss';
import { Field } from './Field';
import { AccountForm } from './FormParts';
import { useForm } from './useForm';

type Values = { subject: string; message: string };
const EMPTY: Values = { subject: '', message: '' };
const RULES: FormRules<Values> = { subject: { required: true, maxLength: 200 }, message: { required: true, maxLength: 5000 } };

/** 001 §2 /profile/contactUs: a message to the team (POST /contact_messages), answered by e-mail. */
export function ContactUsPage() {
  useStyles('account-form', accountFormCss);
  const { http } = useWidget();
  const form = useForm<Values>({
    id: 'contact',
    initial: EMPTY,
    rules: RULES,
    async onSubmit(values) {
      const answer = await sendContactMessage(http, { subject: values.subject.trim(), message: values.message.trim() });
      return { success: answer.message || 'Thanks, we will reply by e-mail', reset: EMPTY };
    },
  });
  return (
    <AccountFrame title="Contact us" current="contactUs">
      <p className="cn-muted">A question about an order or your account? Write to us and we will answer at the e-mail of your account.</p>
      <AccountForm form={form} submit="Send message" busy="Sending…">
        <Field form={form} name="subject" label="Subject" required maxLength={200} />
        <Field form={form} name="message" label="Message" multiline required />
      </AccountForm>
    </AccountFrame>
  );
}
