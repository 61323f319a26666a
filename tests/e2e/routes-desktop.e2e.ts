import { walkEveryScreen } from './support/route-walk'

walkEveryScreen('desktop')
