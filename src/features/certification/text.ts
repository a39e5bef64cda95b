// UI text of certification (企业认证, trial VIP, 688 membership), in Simplified Chinese: the titles of its pages (not built yet).

export const certificationText = {
  pages: {
    enterpriseCertification: '企业认证',
  },
} as const;
