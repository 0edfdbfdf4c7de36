import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-hasher.js';

export class UserPermissionDto {
  @ApiPropertyOptional({ description: 'Scientific name id; the permission covers its whole subtree', example: 6 })
  @IsInt({ message: 'Navne-id i tilganger må være et heltall.' })
  nameId!: number;

  @ApiPropertyOptional({ description: 'Ignored on input: the server takes the name from the register', example: 'Ursus' })
  @IsOptional()
  @IsString()
  nameString?: string;
}

/**
 * Body of POST /api/v1/Users/AddUser and PUT /api/v1/Users/UpdateUser/{id} (spec 2 §7). The rules with the spec's
 * texts (required names and e-mail, e-mail format, isAdmin needs hasAccess, known permission names) are checked by
 * the users decision, so every broken rule is reported; here only types and lengths.
 */
export class UserRequestDto {
  @ApiPropertyOptional({ example: 'Kari' })
  @IsOptional()
  @IsString({ message: 'Fornavn må være tekst.' })
  @MaxLength(100, { message: 'Fornavn kan ikke være lengre enn 100 tegn.' })
  firstName?: string | null;

  @ApiPropertyOptional({ example: 'Nordmann' })
  @IsOptional()
  @IsString({ message: 'Etternavn må være tekst.' })
  @MaxLength(100, { message: 'Etternavn kan ikke være lengre enn 100 tegn.' })
  lastName?: string | null;

  @ApiPropertyOptional({ example: 'kari.nordmann@example.org' })
  @IsOptional()
  @IsString({ message: 'Epost må skrives i riktig format.' })
  @MaxLength(254, { message: 'Epost må skrives i riktig format.' })
  email?: string | null;

  @ApiPropertyOptional({ example: 'NTNU Vitenskapsmuseet' })
  @IsOptional()
  @IsString({ message: 'Institusjon må være tekst.' })
  @MaxLength(200, { message: 'Institusjon kan ikke være lengre enn 200 tegn.' })
  institution?: string | null;

  @ApiPropertyOptional({ description: '"Aktiv": the user may act' })
  @IsOptional()
  @IsBoolean({ message: 'Aktiv må være sann eller usann.' })
  hasAccess?: boolean | null;

  @ApiPropertyOptional({ description: 'Requires hasAccess' })
  @IsOptional()
  @IsBoolean({ message: 'Administrator må være sann eller usann.' })
  isAdmin?: boolean | null;

  @ApiPropertyOptional({ type: [UserPermissionDto] })
  @IsOptional()
  @IsArray({ message: 'Tilganger må være en liste.' })
  @ValidateNested({ each: true })
  @Type(() => UserPermissionDto)
  userPermissions?: UserPermissionDto[] | null;

  @ApiPropertyOptional({
    description: `Sets the password of a local account (at least ${MIN_PASSWORD_LENGTH} characters). Omit (or send empty) to keep it.`,
  })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsString({ message: 'Passordet må være tekst.' })
  @MinLength(MIN_PASSWORD_LENGTH, { message: `Passordet må ha minst ${MIN_PASSWORD_LENGTH} tegn.` })
  @MaxLength(MAX_PASSWORD_LENGTH, { message: 'Passordet er for langt.' })
  password?: string;

  @ApiPropertyOptional({ description: 'Client-chosen id; a repeated id is applied once' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  commandId?: string;
}
