import type { ColumnType, Generated } from 'kysely';

/** A date column: both drivers hand it over as 'YYYY-MM-DD'. */
type DateOnly = string;
/** numeric: as the fees tables read it (driver-dependent string or number). */
type Numeric = ColumnType<string | number, number | string, number | string>;

/** Migration 0020: a product of the institute's store. */
export type ProductTable = {
  id: Generated<number>;
  institute_id: number;
  title: string;
  about: Generated<string>;
  photo_url: string | null;
  logo_url: string | null;
  price: Numeric;
  currency_code: Generated<string>;
  youtube_ids: ColumnType<string[], string[] | undefined, string[]>;
  video_url: string | null;
};

export type ProductItemTable = { product_id: number; position: number; item_type: string; description: string };

export type ProductEnrolmentTable = {
  /** Migration 0031: what an imported enrolment's source id links to. */
  id: Generated<number>;
  product_id: number;
  user_id: number;
  public_order_id: string;
  enrolled_on: DateOnly;
  expires_on: DateOnly;
};

/** Migration 0020: a study-library course type; product_id set means paid (isPaid Y). */
export type CourseTypeTable = { id: Generated<number>; institute_id: number; name: string; product_id: number | null };

export type CourseTypeBatchTable = { course_type_id: number; batch_id: number };

export type ProductTables = {
  product: ProductTable;
  product_item: ProductItemTable;
  product_enrolment: ProductEnrolmentTable;
  course_type: CourseTypeTable;
  course_type_batch: CourseTypeBatchTable;
};
