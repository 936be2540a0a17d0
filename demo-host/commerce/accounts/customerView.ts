import type { Selectable } from 'kysely';
import type { Customer } from '../../../shared/types';
import type { UsersTable } from '../../db';

export type UserRow = Selectable<UsersTable>;

/** 001 §3 Customer on the wire. Never includes the password hash. */
export function customerView(user: UserRow, newRegistration = false): Customer {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || null;
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    first_name: user.first_name,
    last_name: user.last_name,
    name,
    nickname: user.nickname,
    birth_date: user.birth_date,
    avatar: user.avatar,
    externalId: user.external_id,
    promotions_opt_out: user.promotions_opt_out === 1,
    authenticated: true,
    new_registration: newRegistration,
    ssoChannel: null,
  };
}
