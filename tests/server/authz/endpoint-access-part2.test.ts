import { describeEndpointAccess } from './endpoint-access-run.ts';

describeEndpointAccess(2, 3);
