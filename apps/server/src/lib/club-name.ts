/**
 * What makes two club names one club: the same letters without case or any white space ("소리울 " and "소 리울",
 * "Jazz Band" and "jazzband"), compared in Unicode NFC (a name typed on a Mac may arrive decomposed). Stored as
 * `clubs.name_key` under a unique index (migration 025), so the database itself refuses a second club of one name,
 * two creates racing included; every writer of a club's name writes its key with it.
 */
export const clubNameKey = (name: string): string => name.normalize('NFC').toLowerCase().replace(/\s+/g, '');
