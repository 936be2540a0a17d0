/** 001 §3 Customer. */
export interface Customer {
  id: number;
  email: string;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  name: string | null;
  nickname: string | null;
  birth_date: string | null;
  avatar: string | null;
  externalId: string | null;
  promotions_opt_out: boolean;
  authenticated: boolean;
  new_registration: boolean;
  ssoChannel?: string | null;
}

/** 001 §3 Identification document. Image fields hold an upload url (or data URI) or null. */
export interface IdentificationDocument {
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  government_photo: string | null;
  mmj_card: string | null;
  mmj_card_back: string | null;
  student_photo: string | null;
  veteran_photo: string | null;
}
