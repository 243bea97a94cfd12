/** Wire values of the institute plan settings (inst_set_up). [SESSION-STORE-7] [CONST-MODE-1] */
export const FILE_MANAGER_MODES = ['STUDY_MATERIAL', 'FILE_MANEGER', 'BOTH'] as const;
export type FileManagerMode = (typeof FILE_MANAGER_MODES)[number];

export const DELIVERY_MODES = ['ONLINE', 'OFFLINE', 'HYBRID_BLENDED'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** The settings the shell reads to draw the menu and header. */
export type ShellSettings = {
  file_manager_study_material: FileManagerMode;
  classes: DeliveryMode;
  exam: DeliveryMode;
  store: boolean;
};
