export { canSubmitForm } from './canSubmitForm';
export type { FormSubmitState } from './canSubmitForm';
export { isValidEmail } from './email';
export { formErrorMessage } from './formErrorMessage';
export {
  FORM_MESSAGES,
  UNKNOWN_FORM_ERROR,
  maxLengthMessage,
  maxNumericMessage,
  minLengthMessage,
  minNumericMessage,
  patternMessage,
} from './formMessages';
export { isFilled } from './isFilled';
export { isValidPassword } from './password';
export { mergeServerValidations } from './serverValidations';
export type { ServerValidations } from './serverValidations';
export { isValidSmsPhone, smsPhoneDigits } from './smsPhone';
export { isValidStorageNamespace } from './storageNamespace';
export { isValidUrl } from './url';
export { isValidUsPhone, stripPhoneDashes, usPhoneDigits } from './usPhone';
export { isFormValid, validateField, validateForm } from './validateForm';
export type { FieldRules, FieldType, FormErrors, FormRules } from './validateForm';
export { isValidVerificationCode, isVerificationCodeComplete, sanitizeVerificationCode } from './verificationCode';
