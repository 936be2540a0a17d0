import { useTitle } from '../../app';
import { SessionNotice } from './SessionNotice';

/**
 * What the account pages show where the partner turned sign-in off (001 §1: auth can be disabled in embedded
 * mode, the embed option data-auth="off"): that it is off, and that ordering as a guest still works.
 */
export function AccountsOffPage() {
  useTitle('Sign-in is turned off');
  return (
    <SessionNotice title="Sign-in is turned off on this site" icon="⊘" primary={{ to: '/', label: 'Back to the menu' }} secondary={{ to: '/cart', label: 'Go to your bag' }}>
      Accounts are not available here. You can still order as a guest: add products to your bag and check out.
    </SessionNotice>
  );
}
