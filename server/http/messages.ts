import { DIASPORA_REFERENCE_GONE } from '../../src/contract/diaspora-reference-edit';
import { EMIGRANT_REFERENCE_GONE } from '../../src/contract/emigrant-reference-edit';
import { REFERRAL_GONE } from '../../src/contract/referral-gone';

/**
 * Every Albanian error text the server sends, in one place. The client shows them as-is,
 * so changing one is a contract change.
 */
export const messages = {
  server: 'Pati një problem me serverin.',
  signInAgain: 'Ju lutem identifikohuni përsëri.',
  wrongCredentials: 'Emri i përdoruesit ose fjalëkalimi është i pasaktë.',
  tooManyAttempts: 'Shumë përpjekje të dështuara. Provoni përsëri pas disa minutash.',
  tooManyRequests: 'Shumë kërkesa. Provoni përsëri pas pak.',
  noModuleAccess: 'Ju nuk keni të drejta të aksesoni këtë modul të sistemit!',
  voterNotInStations: 'Votuesi nuk u gjet në qendrat tuaja të votimit.',
  voterNotInPatronage: 'Votuesi nuk u gjet në listën tuaj të patronazhimit.',
  // Patronage outreach: referred and patronaged voters (spec 02 §5, §8).
  voterNotFound: 'Votuesi nuk u gjet!',
  /** The one 404 text of DELETE voter-reference (another member's, unknown or already deleted): the client reads it as "already gone". */
  referralNotFound: REFERRAL_GONE,
  searchNameRequired: 'Ju lutem, plotësoni emrin!',
  searchSurnameRequired: 'Ju lutem, plotësoni mbiemrin!',
  safetyRequired: 'Ju lutem, zgjidhni një nga opsionet e sigurisë së votuesit!',
  emigrantCountryRequired: 'Ju lutem, zgjidhni shtetin e emigrimit!',
  emailInvalid: 'Ju lutem jepni një email të vlefshëm!',
  preferenceUnknown: 'Preferenca politike e zgjedhur nuk ekziston.',
  countryUnknown: 'Shteti i zgjedhur nuk ekziston.',
  patronagedConflict: 'Ky votues u ndryshua në një pajisje tjetër. Shikoni të dhënat e serverit dhe vendosni.',
  // Emigrant references (spec 02 §5): the 404 text is the spec's own, shared with the client.
  emigrantReferenceNotFound: EMIGRANT_REFERENCE_GONE,
  emigrantReferenceCountryRequired: 'Ju lutem zgjidhni shtetin!',
  emigrantCityRequired: 'Ju lutem plotësoni qytetin!',
  emigrantNameRequired: 'Ju lutem, plotësoni emrin!',
  emigrantPhoneRequired: 'Ju lutem, plotësoni telefonin!',
  emigrantCountryFixed: 'Shteti i emigrantit nuk mund të ndryshohet!',
  referenceConflict: 'Kjo referencë u ndryshua në një pajisje tjetër. Shikoni të dhënat e serverit dhe vendosni.',
  // Diaspora references (spec 02 §5, §8 quote them in English; the client shows ours as-is).
  diasporaReferenceNotFound: DIASPORA_REFERENCE_GONE,
  diasporaVoterRequired: 'Ju lutem, zgjidhni votuesin!',
  diasporaCountryRequired: 'Ju lutem, zgjidhni shtetin!',
  diasporaTypeRequired: 'Ju lutem, zgjidhni llojin e referencës!',
  diasporaPhoneRequired: 'Ju lutem, plotësoni numrin e telefonit!',
  diasporaReferrerNameRequired: 'Ju lutem, plotësoni emrin e referuesit!',
  diasporaBusinessNeedsReferrer: 'Referencat e llojit biznes kanë gjithmonë një referues!',
  diasporaTypeUnknown: 'Lloji i zgjedhur i referencës nuk ekziston.',
  diasporaStatusRequired: 'Ju lutem, zgjidhni të paktën një status votimi!',
  diasporaSearchNameRequired: 'Plotësoni emrin!',
  diasporaSearchSurnameRequired: 'Plotësoni mbiemrin!',
  diasporaSearchTooShort: (min: number) => `Plotësoni të paktën ${min} karaktere!`,
  // First-time voters (spec 02 §5).
  ftvVoterNotFound: 'Votuesi nuk u gjet në listën tuaj të votuesve për herë të parë.',
  ftvPreferenceRequired: 'Ju lutem, zgjidhni preferencën politike!',
  ftvSafetyRequired: 'Ju lutem, zgjidhni sigurinë e votuesit!',
  ftvConflict: 'Ky votues u ndryshua në një pajisje tjetër. Shikoni të dhënat e serverit dhe vendosni.',
  clientSeqInvalid: 'Numri rendor i ndryshimit (x-terren-seq) duhet të jetë një numër i plotë pozitiv.',
  observerMismatch: 'Fusha observer_id nuk përputhet me vëzhguesin tuaj.',
  notFound: 'Adresa e kërkuar nuk u gjet.',
  invalidJson: 'Trupi i kërkesës nuk është JSON i vlefshëm.',
  emptyJson: 'Trupi i kërkesës është bosh.',
  bodyTooLarge: 'Trupi i kërkesës është shumë i madh.',
  unsupportedMediaType: 'Lloji i përmbajtjes së kërkesës nuk mbështetet.',
  badRequest: 'Kërkesa nuk është e vlefshme.',
  bodyMissing: 'Të dhënat e kërkesës mungojnë ose nuk janë të vlefshme.',
  fieldRequired: (field: string) => `Fusha '${field}' është e detyrueshme.`,
  fieldInvalid: (field: string) => `Fusha '${field}' ka një vlerë të pavlefshme.`,
  fieldEmpty: (field: string) => `Fusha '${field}' nuk mund të jetë bosh.`,
  fieldTooLong: (field: string) => `Fusha '${field}' është shumë e gjatë.`,
  // Router and connection level (server/http/framework-errors.ts).
  badUrl: 'Adresa e kërkesës nuk është e vlefshme.',
  urlPartTooLong: 'Një pjesë e adresës së kërkesës është shumë e gjatë.',
  headersTooLarge: 'Kokat (headers) e kërkesës janë shumë të mëdha.',
  requestTimeout: 'Kërkesa nuk mbërriti e plotë në kohë.',
  // Password change (spec 02 §5, §7).
  passwordRequired: {
    old_password: 'Ju lutem, plotësoni passwordin aktual!',
    new_password: 'Ju lutem, plotësoni passwordin e ri!',
    confirm_new_password: 'Ju lutem, plotësoni passwordin e ri të konfirmuar!',
  },
  passwordsDiffer: 'Fjalëkalimet nuk përputhen!',
  passwordTooShort: (min: number) => `Fjalëkalimi i ri duhet të ketë të paktën ${min} karaktere.`,
  wrongCurrentPassword: 'Fjalëkalimi aktual është i pasaktë.',
  // Profile (spec 02 §2.2, §5, §8): phone and email of the edit form, photo, social networks.
  phoneInvalid: 'Ju lutemi, shënoni një numër telefoni të vlefshëm.',
  photoRequired: 'Ju lutem, zgjidhni një foto!',
  photoTooLarge: (mb: number) => `Foto është shumë e madhe: lejohen deri në ${mb} MB.`,
  photoType: 'Lejohen vetëm foto JPEG, PNG ose WebP.',
  memberNotFound: 'Anëtari nuk u gjet!',
  mediaNotFound: 'Skedari nuk u gjet.',
  socialMediaUnknown: 'Rrjeti social i zgjedhur nuk ekziston.',
  socialMediaRepeated: 'Secili rrjet social mund të shënohet vetëm një herë.',
  socialAccountNameRequired: 'Ju lutem, plotësoni emrin e llogarisë!',
  socialUrlInvalid: 'Ju lutem, shënoni një adresë të vlefshme (http:// ose https://)!',
} as const;
