/** The shape of every area's messages: each key in English and Chinese. */
export type MessageTable = Record<string, { en: string; zh: string }>;
