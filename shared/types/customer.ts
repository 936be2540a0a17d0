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

/** 001 §3: the third-party ID-verification record. */
export interface IdVerification {
  client_token: string;
  transaction_id: string;
  customer_uid: string;
  status: string;
  front_image: string | null;
}

/** 001 §3 CRM integration response. */
export interface CrmIntegrationResponse {
  crm_integration: boolean;
  integration_type: 'phone' | 'email' | null;
  error: string | null;
}

/** 001 §3 Headless app state. */
export interface HeadlessAppState {
  externalId: string | null;
  partnerName: string | null;
  checkoutPartnerId: number | null;
  storeId: number | null;
  options: Record<string, unknown>;
}

/** 001 §3 Tracking event fields. */
export interface TrackingEvent {
  storeId: number;
  storeName: string;
  storeCity: string;
  storeState: string;
  storeCurrency: 'USD' | 'CAD';
  cartId: string | null;
  priceTotal: number;
  priceUnit: string;
  pricePerUnit: number;
  quantity: number;
}
