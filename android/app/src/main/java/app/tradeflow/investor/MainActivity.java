package app.tradeflow.investor;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
