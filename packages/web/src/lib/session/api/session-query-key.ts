/** Every query that belongs to the signed-in session starts with this key (user, applications, menus). */
export const SESSION_QUERY_KEY = ['session'] as const;
