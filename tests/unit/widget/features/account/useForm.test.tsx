import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { FORM_MESSAGES, UNKNOWN_FORM_ERROR } from '../../../../../shared/forms';
import { ApiError } from '../../../../../widget/api/ApiError';
import { Field } from '../../../../../widget/features/account/Field';
import { AccountForm } from '../../../../../widget/features/account/FormParts';
import { useForm } from '../../../../../widget/features/account/useForm';
import type { SubmitOutcome } from '../../../../../widget/features/account/useForm';
import { leave, renderAccountPage, type } from './accountHarness';

type Values = { email: string; nickname: string };

function TestForm({
  onSubmit,
  initial = { email: '', nickname: '' },
  requireChange,
}: {
  onSubmit: (values: Values) => Promise<SubmitOutcome<Values> | void>;
  initial?: Values;
  requireChange?: boolean;
}) {
  const form = useForm<Values>({ id: 't', initial, requireChange, rules: { email: { required: true, type: 'email' }, nickname: { maxLength: 5 } }, onSubmit });
  return (
    <AccountForm form={form} submit="Save" busy="Saving…">
      <Field form={form} name="email" label="E-mail" />
      <Field form={form} name="nickname" label="Nickname" />
    </AccountForm>
  );
}

const submit = () => screen.getByRole('button', { name: /Save|Saving/ });
const email = () => screen.getByLabelText('E-mail');
const never = () => new Promise<never>(() => undefined);

describe('the account form toolkit (001 §4 form state, 001 §5 messages)', () => {
  test('a message shows once its field changed or was left, tied to the field, and not before', async () => {
    renderAccountPage(<TestForm onSubmit={async () => undefined} />);
    expect(screen.queryByText(FORM_MESSAGES.required)).toBeNull();
    await act(async () => leave(email()));
    expect(screen.getByText(FORM_MESSAGES.required).id).toBe('t-email-error');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toBe('t-email-error');
    await act(async () => type(email(), 'ada.example.com'));
    expect(screen.getByText(FORM_MESSAGES.email)).toBeTruthy();
    await act(async () => type(screen.getByLabelText('Nickname'), 'abcdefg'));
    expect(screen.getByText('Please use no more than 5 characters.')).toBeTruthy();
  });

  test('submitting an invalid form shows every message, moves focus to the first invalid field and sends nothing', async () => {
    let sent = 0;
    renderAccountPage(<TestForm onSubmit={async () => void (sent += 1)} />);
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    await act(async () => void fireEvent.submit(submit().closest('form')!));
    expect(screen.getByText(FORM_MESSAGES.required)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(sent).toBe(0);
  });

  test.each([
    ['invalid', { email: '', nickname: '' }, false, 'true'],
    ['valid', { email: 'ada@example.com', nickname: '' }, false, null],
    ['unchanged where a change is required', { email: 'ada@example.com', nickname: '' }, true, 'true'],
  ])('submit is disabled when the form is %s', (_, initial, requireChange, disabled) => {
    renderAccountPage(<TestForm onSubmit={async () => undefined} initial={initial} requireChange={requireChange} />);
    expect(submit().getAttribute('aria-disabled')).toBe(disabled);
  });

  test('submit is disabled while submitting, and a second press sends nothing more', async () => {
    let sent = 0;
    renderAccountPage(<TestForm initial={{ email: 'ada@example.com', nickname: '' }} onSubmit={() => ((sent += 1), never())} />);
    await act(async () => void fireEvent.submit(submit().closest('form')!));
    expect(submit().textContent).toBe('Saving…');
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    await act(async () => void fireEvent.submit(submit().closest('form')!));
    expect(sent).toBe(1);
  });

  test('server validations show on their fields (a fragment after the label) until the field changes; focus goes there', async () => {
    const validations = { nickname: ['has already been taken'] };
    renderAccountPage(
      <TestForm
        initial={{ email: 'ada@example.com', nickname: 'ada' }}
        onSubmit={async () => Promise.reject(new ApiError('validation', 'Please correct the highlighted fields', { status: 422, validations, path: '/users' }))}
      />,
    );
    await act(async () => void fireEvent.submit(submit().closest('form')!));
    expect(await screen.findByText('Nickname has already been taken')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nickname')));
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    await act(async () => type(screen.getByLabelText('Nickname'), 'lace'));
    expect(screen.queryByText('Nickname has already been taken')).toBeNull();
  });

  test.each([
    ['its own message', new Error('Too many attempts, try again later'), 'Too many attempts, try again later'],
    ["'An unknown error occurred' without one", new Error(''), UNKNOWN_FORM_ERROR],
    [
      'a validation on no field of the form as its message',
      new ApiError('validation', 'Nope', { status: 422, validations: { token: ['This reset link has expired'] }, path: '/x' }),
      'This reset link has expired',
    ],
  ])('a submit error that is no field’s shows %s (001 §5)', async (_, error, shown) => {
    renderAccountPage(<TestForm initial={{ email: 'ada@example.com', nickname: '' }} onSubmit={async () => Promise.reject(error)} />);
    await act(async () => void fireEvent.submit(submit().closest('form')!));
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });

  test('a success shows in the status region, and the values it resets to are the new unchanged state', async () => {
    renderAccountPage(<TestForm requireChange initial={{ email: 'ada@example.com', nickname: '' }} onSubmit={async (values) => ({ success: 'Saved', reset: values })} />);
    await act(async () => type(screen.getByLabelText('Nickname'), 'ada'));
    expect(submit().getAttribute('aria-disabled')).toBeNull();
    await act(async () => void fireEvent.submit(submit().closest('form')!));
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('ada');
  });
});
