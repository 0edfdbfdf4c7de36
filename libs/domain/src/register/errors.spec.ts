import { describe, expect, it } from '@jest/globals';
import { DomainError, Errors, isDomainError } from './errors.js';

type AnyError = (...args: unknown[]) => DomainError;
const each = Object.entries(Errors) as [string, AnyError][];

describe('Domain errors', () => {
  it('carry the code, the kind, the Norwegian text as detail and the field, and no extra fields of their own', () => {
    const error = Errors.nameNotFound(42);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.name).toBe('DomainError');
    expect(error.errorCode).toBe('SCIENTIFIC_NAME_NOT_FOUND');
    expect(error.kind).toBe('notFound');
    expect(error.detail).toBe('Finner ikke vitenskapelig navn med id 42.');
    expect(error.message).toBe(error.detail);
    expect(error.extra).toEqual({});
    expect(Errors.rankRequired().field).toBe('rankId');
  });

  it('are told from other errors', () => {
    expect(isDomainError(Errors.concurrentChange())).toBe(true);
    expect(isDomainError(new Error('Registeret ble endret samtidig. Prøv igjen.'))).toBe(false);
  });

  it('an invalid request carries the text and the field it is given', () => {
    const error = Errors.invalidRequest('Ugyldig verdi.', 'rankId');
    expect([error.errorCode, error.kind, error.detail, error.field]).toEqual(['INVALID_REQUEST', 'invalid', 'Ugyldig verdi.', 'rankId']);
  });

  it.each(each)('%s has a Norwegian text of its own', (_key, error) => {
    const detail = error('Ursus arctos', 'artsgruppen', 'Ursus', 'slektsgruppen').detail;
    expect(detail.length).toBeGreaterThan(10);
    expect(detail).not.toMatch(/undefined/);
  });

  it('every error has its own code, and the codes are written in capitals', () => {
    const codes = each.map(([, error]) => error('x', 'x', 'x', 'x').errorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z_]+$/);
  });

  it('quotes the spec word for word where the spec gives the text (spec 1, spec 2 §8)', () => {
    const texts: [DomainError, string][] = [
      [Errors.invalidScientificNameId(), 'Vitenskapelig navne-id er ugyldig.'],
      [Errors.parentRequired(), 'Du må velge et overliggende taksa før du kan velge rank.'],
      [Errors.parentNotFound(), 'Finner ikke overordnet element for det valgte taxonet'],
      [Errors.rankRequired(), 'Du må velge en rang.'],
      [Errors.rankNotAllowed(), 'Valgt plassering er ikke tillat for denne taksonomiske rangen'],
      [Errors.nameRequired(), 'Dette feltet må fylles ut.'],
      [Errors.noMainName(), 'Må ha enten ett gyldig eller uavklart navn.'],
      [Errors.moreThanOneMainName(), 'Kan ikke ha mer enn ett gyldig eller uavklart navn.'],
      [Errors.currentNameMissing(), 'Kunne ikke finne gjeldende navn til taxonet'],
      [Errors.mergeNeedsTwoTaxa(), 'Du må ha minst to takson for å slå noe sammen.'],
      [Errors.rearrangeNoChange(), 'Ingen endring i omprioritering eller taksonomisk status'],
      [Errors.swapTaxonNoChange(), 'Ingen endring'],
      [Errors.noChange(), 'Ingen endring'],
      [Errors.transferSphere(), 'Sfære er toppnivå og kan ikke omplasseres'],
      [Errors.transferUnmovable(), 'Dette elementet kan ikke flyttes.'],
      [Errors.transferMissingOldParent(), 'Finner ikke overordnet element for det valgte taxonet'],
      [Errors.transferIsSelf(), 'Ingen endring'],
      [Errors.transferChildOfSelf(), 'Kan ikke være underelement av seg selv'],
      [Errors.transferNotAllowedRank(), 'Valgt plassering er ikke tillat for denne taksonomiske rangen'],
      [Errors.transferSystemIssue(), 'Ugyldig forflytning'],
      [Errors.deleteHasChildren(), 'Dette elementet har underelementer, og kan derfor ikke slettes.'],
    ];
    for (const [error, text] of texts) expect(error.detail).toBe(text);
    expect(Errors.vernacularDuplicate('bjørn').detail).toMatch(/^Duplikat navn: bjørn\./);
    expect(Errors.vernacularRecommendedRequired('nb').detail).toMatch(/^Du må velge et anbefalt navn\./);
  });
});
