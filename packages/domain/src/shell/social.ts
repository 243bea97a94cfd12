/** A link without a scheme gets https:// [SHELL-SOCIAL-2]; one with a scheme is kept [SHELL-SOCIAL-3]. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

/** Only http(s) and mailto links are ever rendered: a `javascript:` link from the database stays inert. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url || !url.trim()) return null;
  const full = withScheme(url);
  return /^(https?:|mailto:)/i.test(full) ? full : null;
}

export const SOCIAL_KINDS = ['twitter', 'facebook', 'linkedin', 'whatsapp', 'youtube', 'instagram'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

export type SocialUrls = Partial<Record<SocialKind, string | null>>;

/** The social icons to show, in a fixed order, each only when its link is set [SHELL-SOCIAL-1]. */
export function socialLinks(urls: SocialUrls): { kind: SocialKind; href: string }[] {
  return SOCIAL_KINDS.flatMap((kind) => {
    const href = safeExternalUrl(urls[kind]);
    return href ? [{ kind, href }] : [];
  });
}
