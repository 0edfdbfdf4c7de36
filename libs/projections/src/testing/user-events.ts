import { USERS_STREAM, type UserEvent, type UserProfile } from '@navnebase/domain';
import type { RecordedEvent } from '@navnebase/event-store';

const profile = (p: Partial<UserProfile>): UserProfile => ({
  firstName: '',
  lastName: '',
  email: '',
  institution: '',
  hasAccess: true,
  isAdmin: false,
  userPermissions: [],
  ...p,
});

const events: Omit<UserEvent, 'metadata'>[] = [
  {
    type: 'UserAdded',
    data: { userId: 1, source: 'bootstrap', profile: profile({ firstName: 'Åse', lastName: 'Berg', email: 'Ase@Example.org', isAdmin: true }) },
  },
  {
    type: 'UserAdded',
    data: {
      userId: 2,
      source: 'admin',
      profile: profile({ firstName: 'kari', lastName: 'Nordmann', email: 'kari@example.org', institution: 'NTNU' }),
    },
  },
  {
    type: 'UserAdded',
    data: { userId: 3, source: 'external', profile: profile({ firstName: 'Ola', lastName: 'nordmann', email: 'ola@example.org' }) },
  },
  {
    type: 'UserUpdated',
    data: {
      userId: 2,
      changedFields: ['userPermissions'],
      before: profile({ firstName: 'kari', lastName: 'Nordmann', email: 'kari@example.org', institution: 'NTNU' }),
      after: profile({
        firstName: 'kari',
        lastName: 'Nordmann',
        email: 'kari@example.org',
        institution: 'NTNU',
        userPermissions: [{ nameId: 6, nameString: 'Ursus (100%_)' }],
      }),
    },
  },
  { type: 'UserPasswordSet', data: { userId: 1 } },
  { type: 'UserExternalLoginLinked', data: { userId: 3, issuer: 'https://id.example.org', subject: 'ola', linkedBy: 'new' } },
  { type: 'UserExternalLoginLinked', data: { userId: 3, issuer: 'https://id.example.org', subject: 'ola', linkedBy: 'email' } },
  {
    type: 'UserAdded',
    data: { userId: 4, source: 'admin', profile: profile({ firstName: 'Per', lastName: 'Berg', email: 'per@example.org', hasAccess: false }) },
  },
];

/** Events of the users stream as the event store records them: three users added, one given a right, a password, a login linked twice. */
export const userEvents = (): RecordedEvent[] =>
  events.map((event, i) => ({
    globalPosition: 100 + i,
    streamId: USERS_STREAM,
    streamRevision: i + 1,
    type: event.type,
    schemaVersion: 1,
    data: event.data,
    metadata: { time: `2026-01-0${1 + (i % 9)}T10:00:00.000Z`, commandId: `user-${i}`, correlationId: `user-${i}`, userName: 'test', remark: '' },
    recordedAt: '',
  }));
