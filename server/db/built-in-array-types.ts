/**
 * PostgreSQL's built-in types that have an array type, as [element OID, array OID]: the answer to PGlite's start-up
 * lookup (`pg_type`, category 'A') for the types PostgreSQL numbers itself. Those numbers are fixed in its catalog
 * (`pg_type.dat`, all below 10000) and the same in every database; a test holds this list equal to PGlite's catalog.
 * Composite types (a table's row type) are left out: their numbers are the database's own, and the app selects no
 * array of rows.
 */
export const BUILT_IN_ARRAY_TYPES: readonly (readonly [element: number, array: number])[] = [
  [16, 1000], // bool
  [17, 1001], // bytea
  [18, 1002], // char
  [19, 1003], // name
  [20, 1016], // int8
  [21, 1005], // int2
  [22, 1006], // int2vector
  [23, 1007], // int4
  [24, 1008], // regproc
  [25, 1009], // text
  [26, 1028], // oid
  [27, 1010], // tid
  [28, 1011], // xid
  [29, 1012], // cid
  [30, 1013], // oidvector
  [114, 199], // json
  [142, 143], // xml
  [600, 1017], // point
  [601, 1018], // lseg
  [602, 1019], // path
  [603, 1020], // box
  [604, 1027], // polygon
  [628, 629], // line
  [650, 651], // cidr
  [700, 1021], // float4
  [701, 1022], // float8
  [718, 719], // circle
  [774, 775], // macaddr8
  [790, 791], // money
  [829, 1040], // macaddr
  [869, 1041], // inet
  [1033, 1034], // aclitem
  [1042, 1014], // bpchar
  [1043, 1015], // varchar
  [1082, 1182], // date
  [1083, 1183], // time
  [1114, 1115], // timestamp
  [1184, 1185], // timestamptz
  [1186, 1187], // interval
  [1266, 1270], // timetz
  [1560, 1561], // bit
  [1562, 1563], // varbit
  [1700, 1231], // numeric
  [1790, 2201], // refcursor
  [2202, 2207], // regprocedure
  [2203, 2208], // regoper
  [2204, 2209], // regoperator
  [2205, 2210], // regclass
  [2206, 2211], // regtype
  [2275, 1263], // cstring
  [2950, 2951], // uuid
  [2970, 2949], // txid_snapshot
  [3220, 3221], // pg_lsn
  [3614, 3643], // tsvector
  [3615, 3645], // tsquery
  [3642, 3644], // gtsvector
  [3734, 3735], // regconfig
  [3769, 3770], // regdictionary
  [3802, 3807], // jsonb
  [3904, 3905], // int4range
  [3906, 3907], // numrange
  [3908, 3909], // tsrange
  [3910, 3911], // tstzrange
  [3912, 3913], // daterange
  [3926, 3927], // int8range
  [4072, 4073], // jsonpath
  [4089, 4090], // regnamespace
  [4096, 4097], // regrole
  [4191, 4192], // regcollation
  [4451, 6150], // int4multirange
  [4532, 6151], // nummultirange
  [4533, 6152], // tsmultirange
  [4534, 6153], // tstzmultirange
  [4535, 6155], // datemultirange
  [4536, 6157], // int8multirange
  [5038, 5039], // pg_snapshot
  [5069, 271], // xid8
];
