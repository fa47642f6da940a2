/** Messages of backups and of a database that cannot be reached. */
import type { MessageTable } from '../message-table';

export const operationsMessages = {
  backups_failed: { en: 'The backup could not be taken.', zh: '无法完成备份。' },
  backups_embedded_only: {
    en: 'Tress backs up its embedded database only. On PostgreSQL, back up the database server itself (pg_dump or your provider’s backups).',
    zh: 'Tress 只备份内置数据库。使用 PostgreSQL 时，请直接备份数据库服务器（pg_dump 或托管服务商的备份）。',
  },
  backup_taken: { en: 'Backup taken: {name}', zh: '备份已完成：{name}' },
  database_unavailable: {
    en: 'The database cannot be reached just now. Please try again in a moment.',
    zh: '暂时无法连接数据库，请稍后再试。',
  },
  disk_full: {
    en: 'The server’s disk is full, so nothing can be saved. Nothing was changed. Please tell the salon’s administrator.',
    zh: '服务器磁盘已满，无法保存任何内容，本次操作未作任何更改。请通知沙龙管理员。',
  },
} satisfies MessageTable;
