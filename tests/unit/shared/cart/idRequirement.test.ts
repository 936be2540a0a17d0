import { describe, expect, test } from 'vitest';
import { idItemsIn, missingIdDocuments, missingIdSentence, type IdCompletion, type IdGates } from '../../../../shared/cart';
import type { ReservationMode } from '../../../../shared/constants';

// 000 §3 delivery_id_required / pickup_id_required; 001 §3 identification document completion.
const deliveryOnly: IdGates = { delivery_id_required: true, pickup_id_required: false };
const pickupOnly: IdGates = { delivery_id_required: false, pickup_id_required: true };
const onFile: IdCompletion = { government_photo: true, mmj_card: false, student_photo: false, veteran_photo: false };
const medicalOnly: IdCompletion = { government_photo: false, mmj_card: true, student_photo: false, veteran_photo: false };

describe('missingIdDocuments', () => {
  test.each<[string, IdGates, ReservationMode, IdCompletion | null, string[]]>([
    ['a guest, delivery where delivery needs an ID', deliveryOnly, 'delivery', null, ['government_photo']],
    ['a guest, pickup where only delivery needs one', deliveryOnly, 'pickup', null, []],
    ['a guest, curbside where pickup needs one (a pickup at the kerb)', pickupOnly, 'curbside', null, ['government_photo']],
    ['a shopper with the photo ID on file', deliveryOnly, 'delivery', onFile, []],
    ['a shopper with only a medical card', deliveryOnly, 'delivery', medicalOnly, ['government_photo']],
    ['a store that needs none', {}, 'delivery', null, []],
  ])('%s: %j', (_name, store, mode, completion, missing) => expect(missingIdDocuments(store, mode, completion)).toEqual(missing));
});

describe('idItemsIn: the items a refusal names', () => {
  test.each<[string, Record<string, unknown> | null, string[]]>([
    ['the photo ID', { government_photo: ['Please fill out this field.'] }, ['government_photo']],
    ['the back of a medical card', { mmj_card_back: ['Please fill out this field.'] }, ['mmj_card']],
    ['other fields only', { contact: ['Please fill out this field.'] }, []],
    ['no validations', null, []],
  ])('%s', (_name, validations, items) => expect(idItemsIn(validations)).toEqual(items));
});

describe('missingIdSentence', () => {
  test.each<[string[], ReservationMode, string]>([
    [['government_photo'], 'delivery', 'This store needs a photo of your government ID on file for delivery'],
    [['government_photo'], 'curbside', 'This store needs a photo of your government ID on file for curbside pickup'],
    [['government_photo', 'mmj_card'], 'pickup', 'This store needs a photo of your government ID and both sides of your medical card on file for pickup'],
  ])('%j for %s', (missing, mode, sentence) => expect(missingIdSentence(missing as never, mode)).toBe(sentence));
});
