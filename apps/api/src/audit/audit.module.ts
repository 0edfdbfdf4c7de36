import { Module } from '@nestjs/common';
import { AuditController, AuditGuard } from './audit.http.controller.js';

/** The audit log of every change, for administrators. */
@Module({ controllers: [AuditController], providers: [AuditGuard] })
export class AuditModule {}
