import { useState } from 'react';
import { formErrorMessage } from '../../../shared/forms';
import { hostMessage } from '../../../shared/protocol';
import type { Customer } from '../../../shared/types';
import { signOutEverywhere, updateUser } from '../../api/users';
import { useWidget } from '../../app';
import { AccountFrame } from '../../ui/AccountFrame';
import { StatusMessages } from './FormParts';
import { ProfileLoader } from './ProfileLoader';

/** What a setting says after its last action: an error or a success, or nothing. */
type Status = { error: string | null; success: string | null };
const QUIET: Status = { error: null, success: null };

/** 001 §2 /profile/settings: e-mail promotions (001 §3 promotions_opt_out) and signing out of every device. */
export function ProfileSettingsPage() {
  return (
    <AccountFrame title="Settings" current="settings">
      <ProfileLoader label="your settings">{(user, replace) => <PromotionsSetting user={user} onSaved={replace} />}</ProfileLoader>
      <SignOutEverywhere />
    </AccountFrame>
  );
}

/** The promotions choice, saved as soon as it changes (PUT /users promotions_opt_out). */
function PromotionsSetting({ user, onSaved }: { user: Customer; onSaved: (user: Customer) => void }) {
  const { http } = useWidget();
  const [wants, setWants] = useState(!user.promotions_opt_out);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status>(QUIET);
  const change = async (wantsPromotions: boolean) => {
    if (saving) return;
    // The box shows the choice at once; a failed save puts it back.
    setWants(wantsPromotions);
    setSaving(true);
    setStatus(QUIET);
    try {
      const saved = await updateUser(http, { user: {}, promotions_opt_out: !wantsPromotions });
      onSaved(saved);
      setWants(!saved.promotions_opt_out);
      setStatus({ error: null, success: saved.promotions_opt_out ? 'Saved: you will no longer get deals by e-mail.' : 'Saved: you will get deals and news by e-mail.' });
    } catch (error) {
      setWants(!wantsPromotions);
      setStatus({ error: formErrorMessage(error), success: null });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="cn-panel-block" aria-labelledby="cn-settings-promotions">
      <h2 id="cn-settings-promotions" className="cn-h2">
        E-mail
      </h2>
      <div className="cn-form__check">
        <input
          id="settings-promotions"
          type="checkbox"
          checked={wants}
          aria-busy={saving ? true : undefined}
          aria-describedby="settings-promotions-hint"
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <div>
          <label htmlFor="settings-promotions">Send me deals and news by e-mail</label>
          <p id="settings-promotions-hint" className="cn-form__hint">
            Receipts, password resets and messages about your orders are sent either way.
          </p>
        </div>
      </div>
      <StatusMessages {...status} />
    </section>
  );
}

/** Ends every session of the account (DELETE /sessions?all=true), this one too, then opens the login page. */
function SignOutEverywhere() {
  const widget = useWidget();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(QUIET);
  const signOut = async () => {
    setBusy(true);
    setStatus(QUIET);
    try {
      await signOutEverywhere(widget.http);
      widget.router.navigate('/login', { replace: true });
      widget.session.clear();
      widget.bridge.send(hostMessage('logout', {}));
    } catch (error) {
      setStatus({ error: formErrorMessage(error), success: null });
      setBusy(false);
    }
  };
  return (
    <section className="cn-panel-block" aria-labelledby="cn-settings-sessions">
      <h2 id="cn-settings-sessions" className="cn-h2">
        Devices
      </h2>
      <p className="cn-muted">Lost a phone, or signed in on a shared computer? Sign out on every device where your account is open, this one included.</p>
      <button type="button" className="cn-btn cn-btn--secondary" aria-disabled={busy ? true : undefined} onClick={() => !busy && void signOut()}>
        {busy ? 'Signing out…' : 'Sign out on every device'}
      </button>
      <StatusMessages {...status} />
    </section>
  );
}
